import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A step's number and name as a level-2 heading ("Langkah 2: " read out before the name). */
function StepHeading({ no, title, id }: { no: number; title: string; id?: string | undefined }) {
  return (
    <h2 className={styles.stepTitle} id={id}>
      <span className={styles.stepNo} aria-hidden="true">
        {no}
      </span>
      <span className="visually-hidden">{`Langkah ${no}: `}</span>
      {title}
    </h2>
  );
}

/**
 * A form step's legend: its number and its name as a level-2 heading, so the step is both a
 * named group (fieldset) and a stop in the page's outline for screen-reader users.
 */
export function StepLegend({ no, title, id }: { no: number; title: string; id?: string }) {
  return (
    <legend>
      <StepHeading no={no} title={title} id={id} />
    </legend>
  );
}

/** A step that asks nothing (a summary, the fee): a section named by the same heading. */
export function StepSection({ no, title, id, children }: { no: number; title: string; id: string; children: ReactNode }) {
  return (
    <section className={styles.step} aria-labelledby={id}>
      <div className={styles.stepHead}>
        <StepHeading no={no} title={title} id={id} />
      </div>
      {children}
    </section>
  );
}
