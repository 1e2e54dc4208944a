import type { ServiceContentData } from '@kemudi/domain/contracts/aftersales';
import { ServiceSection } from './service-section';
import styles from './services.module.css';

/** The service's description (paragraphs split on blank lines) beside its benefits. */
export function ServiceIntro({ content, heading }: { content: ServiceContentData; heading: string }) {
  const paragraphs = content.body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <section aria-labelledby="intro-title" className={styles.section}>
      <div className={styles.twoCols}>
        <div className={styles.prose}>
          <h2 id="intro-title">{heading}</h2>
          {paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
        {content.benefits.length > 0 ? (
          <div>
            <h3 id="benefit-title">Keunggulan</h3>
            <ul className={styles.benefits} aria-labelledby="benefit-title">
              {content.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** How the service works, step by step. */
export function ServiceSteps({ steps, heading = 'Cara Kerjanya' }: { steps: ServiceContentData['steps']; heading?: string }) {
  if (steps.length === 0) return null;
  return (
    <ServiceSection id="steps-title" heading={heading}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </ServiceSection>
  );
}
