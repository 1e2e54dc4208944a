'use client';

import { consentTextOf } from '@kemudi/domain/consent-texts';
import { SEAMLESS_CHECK_INTERVAL_MS } from '@kemudi/domain/constants';
import type { ConsentItem } from '@kemudi/domain/contracts/customer';
import type { SingleIdData, SubmitModalBody } from '@kemudi/domain/contracts/dealer-sync';
import {
  collectPostLoginSteps,
  isSeamlessRecheckDue,
  offeredProfileFields,
  stepsAfterSeamless,
  type PostLoginStep,
} from '@kemudi/domain/post-login';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactNode, useId } from 'react';
import { useModal } from '@/lib/dialog';
import {
  fetchCityNames,
  fetchConsentTexts,
  fetchSingleId,
  hasNewStep,
  readDismissed,
  rememberDismissed,
  submitStep,
} from './post-login-api';
import styles from './post-login.module.css';
import { CarsStep, ConsentStep, ProfileStep, STEP_TITLES, SeamlessStep, StepLayout } from './post-login-steps';

/*
 * §4 post-login confirmations (issue 11). After the page is up, get-singleid is asked once; the
 * steps are collected in order (seamless, o2oprofile, o2ocars, pdp — packages/domain/src/post-login.ts)
 * and the modal opens only when there is at least one. One step at a time with its progress, then
 * a final confirmation of what was done. "Nanti saja" (or Escape, or the backdrop) closes it without
 * answering; that is remembered for this browser session, per customer, so the next page does not
 * open it again. After a rejected seamless, §4/§9: every 60 s while the page is open it checks
 * whether the seamless time-out has passed; then get-singleid is asked again (the API clears the
 * flag) and the modal opens again if steps exist.
 */

interface Flow {
  steps: PostLoginStep[];
  index: number;
  /** What each answered step did (the API's Indonesian message), for the final confirmation. */
  done: string[];
}

interface Extras {
  cityNames: ReadonlyMap<string, string>;
  consentText: ConsentItem;
}

/** Each customer's "Nanti saja" is remembered apart, by their customer number (nothing personal in the browser's storage). */
const customerKey = (data: SingleIdData) => data.customer.customerNo;

/** What the steps need besides get-singleid: the city names o2oprofile shows, the §7 consent text (§8 built-in when it fails). */
async function loadExtras(data: SingleIdData, steps: readonly PostLoginStep[]): Promise<Extras> {
  const cities = steps.includes('o2oprofile') && offeredProfileFields(data).includes('cityIsocode')
    ? [data.currentProfile.cityIsocode, data.profileTemporary?.cityIsocode].filter((c): c is string => !!c)
    : [];
  const [cityNames, texts] = await Promise.all([fetchCityNames(cities), steps.includes('pdp') ? fetchConsentTexts() : Promise.resolve(null)]);
  return { cityNames, consentText: consentTextOf(texts, 'popup') };
}

export default function PostLoginFlow({ seamlessTimeoutMinutes }: { seamlessTimeoutMinutes: number }) {
  const router = useRouter();
  const [data, setData] = useState<SingleIdData | null>(null);
  const [extras, setExtras] = useState<Extras | null>(null);
  const [flow, setFlow] = useState<Flow | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** §4: when the customer rejected seamless (the API's time, or this browser's when rejected here); null when none is pending. */
  const [rejectedAt, setRejectedAt] = useState<string | null>(null);
  const openRef = useRef(false);
  useEffect(() => {
    openRef.current = flow !== null;
  }, [flow]);

  /** Opens the modal on get-singleid's answer when it holds steps (a page load respects "Nanti saja"). */
  const show = useCallback(
    async (answer: SingleIdData | null, reason: 'page' | 'recheck') => {
      if (!answer) return;
      setRejectedAt(answer.seamlessRejectedAt);
      const steps = collectPostLoginSteps(answer, new Date(), seamlessTimeoutMinutes);
      if (steps.length === 0) return;
      // A page load respects "Nanti saja"; the §4 re-check after the time-out opens it in any case.
      if (reason === 'page' && !hasNewStep(steps, readDismissed(customerKey(answer)))) return;
      const loaded = await loadExtras(answer, steps);
      if (openRef.current) return;
      setData(answer);
      setExtras(loaded);
      setProblem(null);
      setFlow({ steps, index: 0, done: [] });
    },
    [seamlessTimeoutMinutes],
  );

  // Once, after the page is up (the island itself is loaded after the page, customer-islands.tsx).
  useEffect(() => {
    void fetchSingleId().then((answer) => show(answer, 'page'));
  }, [show]);

  // §4/§9: while a rejection is pending, check every 60 s whether its time-out has passed.
  useEffect(() => {
    if (!rejectedAt) return;
    const timer = window.setInterval(() => {
      if (!openRef.current && isSeamlessRecheckDue(rejectedAt, new Date(), seamlessTimeoutMinutes)) {
        void fetchSingleId().then((answer) => show(answer, 'recheck'));
      }
    }, SEAMLESS_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rejectedAt, seamlessTimeoutMinutes, show]);

  const close = useCallback(() => {
    setFlow((current) => {
      // Closed before the end: the steps left are put off for this browser session.
      if (current && data && current.index < current.steps.length) rememberDismissed(customerKey(data), current.steps.slice(current.index));
      return null;
    });
  }, [data]);

  async function answerStep(body: SubmitModalBody) {
    if (!flow || busy) return;
    setBusy(true);
    setProblem(null);
    const result = await submitStep(body);
    setBusy(false);
    if (!result.ok) {
      if (result.login) {
        setFlow(null);
        return;
      }
      setProblem(result.message);
      return;
    }
    let steps = flow.steps;
    if (body.type === 'seamless') {
      steps = [...stepsAfterSeamless(flow.steps.slice(flow.index), body.accept)];
      steps = [...flow.steps.slice(0, flow.index), ...steps];
      if (!body.accept) setRejectedAt(new Date().toISOString());
    }
    // What pages show changed (the TDMS number, the profile's name, Mobil Saya): render them again.
    const changesPages =
      (body.type === 'seamless' && body.accept) ||
      (body.type === 'o2oprofile' && body.fields.length > 0) ||
      (body.type === 'o2ocars' && body.vehicleIds.length > 0);
    if (changesPages) router.refresh();
    setFlow({ steps, index: flow.index + 1, done: [...flow.done, result.data.message] });
  }

  if (!flow || !data || !extras) return null;

  function stepBody() {
    if (!flow || !data || !extras) return null;
    const step = flow.steps[flow.index];
    const notice = problem ? (
      <p className={styles.problem} role="alert">
        {problem}
      </p>
    ) : null;
    const props = { data, busy, onAnswer: (body: SubmitModalBody) => void answerStep(body) };
    const key = `${flow.index}`;
    switch (step) {
      case 'seamless':
        return <SeamlessStep key={key} {...props} problem={notice} />;
      case 'o2oprofile':
        return <ProfileStep key={key} {...props} cityNames={extras.cityNames} problem={notice} />;
      case 'o2ocars':
        return <CarsStep key={key} {...props} problem={notice} />;
      case 'pdp':
        return <ConsentStep key={key} {...props} text={extras.consentText} problem={notice} />;
      default:
        return <FinalConfirmation done={flow.done} onClose={close} />;
    }
  }
  return (
    <PostLoginDialog flow={flow} consentTitle={extras.consentText.title} onClose={close}>
      {stepBody()}
    </PostLoginDialog>
  );
}

function titleOf(flow: Flow, consentTitle: string): string {
  const step = flow.steps[flow.index];
  if (step === undefined) return 'Semua langkah selesai';
  return step === 'pdp' ? consentTitle : STEP_TITLES[step];
}

/**
 * The modal dialog (role dialog, aria-modal, named by its title): scroll lock, focus kept inside
 * and Escape from lib/dialog.ts useModal. Focus moves to the title of each new step, so a screen
 * reader announces it.
 */
function PostLoginDialog({
  flow,
  consentTitle,
  onClose,
  children,
}: {
  flow: Flow;
  consentTitle: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useModal(true, panel, onClose, title);
  useEffect(() => {
    title.current?.focus();
  }, [flow.index]);
  const titleId = useId();
  const total = flow.steps.length;
  const finished = flow.index >= total;
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panel} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.head}>
          <div className={styles.heading}>
            {finished ? null : (
              <>
                <p className={styles.progress}>
                  Langkah {flow.index + 1} dari {total}
                </p>
                <div className={styles.bar} aria-hidden="true">
                  {flow.steps.map((step, i) => (
                    <span key={step} data-state={i < flow.index ? 'done' : i === flow.index ? 'current' : 'next'} />
                  ))}
                </div>
              </>
            )}
            <h2 id={titleId} ref={title} tabIndex={-1} className={styles.title}>
              {titleOf(flow, consentTitle)}
            </h2>
          </div>
          {finished ? null : (
            <button type="button" className={styles.later} onClick={onClose}>
              Nanti saja
            </button>
          )}
        </div>
        {children}
      </div>
    </>
  );
}

/** The final confirmation (§4): what each step did, in the API's own words. */
function FinalConfirmation({ done, onClose }: { done: readonly string[]; onClose: () => void }) {
  return (
    <StepLayout
      actions={
        <button type="button" className={styles.primary} onClick={onClose}>
          Selesai
        </button>
      }
    >
      <p>Terima kasih. Berikut ringkasan yang sudah Anda lakukan:</p>
      <ul className={styles.summary}>
        {done.map((message, i) => (
          <li key={`${i}-${message}`}>{message}</li>
        ))}
      </ul>
    </StepLayout>
  );
}
