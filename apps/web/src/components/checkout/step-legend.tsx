import styles from './checkout.module.css';

/**
 * A checkout step's legend: its number and its name as a level-2 heading, so the step is both a
 * named group (fieldset) and a stop in the page's outline for screen-reader users.
 */
export function StepLegend({ no, title, id }: { no: number; title: string; id?: string }) {
  return (
    <legend>
      <h2 className={styles.stepTitle} id={id}>
        <span className={styles.stepNo} aria-hidden="true">
          {no}
        </span>
        <span className="visually-hidden">{`Langkah ${no}: `}</span>
        {title}
      </h2>
    </legend>
  );
}
