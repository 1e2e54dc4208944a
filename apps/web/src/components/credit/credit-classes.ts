import styles from './credit.module.css';

/**
 * The credit simulator's class names, handed by each server page to the island (issue 14: the
 * island ships no class-name map).
 */
export const CREDIT_CLASSES: Readonly<Record<string, string | undefined>> = {
  credit: styles.credit,
  muted: styles.muted,
  field: styles.field,
  fieldLabel: styles.fieldLabel,
  range: styles.range,
  tenors: styles.tenors,
  tenor: styles.tenor,
  installment: styles.installment,
  choiceHelp: styles.choiceHelp,
  error: styles.error,
  assumptions: styles.assumptions,
  next: styles.next,
};

/** The same, without the simulator's own frame: for a page that already frames it (the used car's booking step). */
export const CREDIT_CLASSES_BARE: Readonly<Record<string, string | undefined>> = { ...CREDIT_CLASSES, credit: styles.creditBare };
