import styles from './leads.module.css';

/**
 * What a visitor reads once a lead or a question is recorded (issue 13): its number, the API's own
 * words on what happens next, and anything the page adds. Focusable, so the form's script can move
 * the focus here when it replaces the form.
 */
export function LeadConfirmation({
  id,
  title,
  numberLabel,
  number,
  message,
  children,
}: {
  id: string;
  title: string;
  numberLabel: string;
  number: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <section className={styles.confirmation} aria-labelledby={`${id}-title`} id={id} tabIndex={-1} role="status">
      <h2 id={`${id}-title`}>{title}</h2>
      <div>
        <p className={styles.muted}>{numberLabel}</p>
        <p className={styles.number} data-testid={`${id}-number`}>
          {number}
        </p>
      </div>
      <p>{message}</p>
      {children}
    </section>
  );
}
