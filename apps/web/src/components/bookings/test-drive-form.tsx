'use client';

import { useState } from 'react';
import styles from '@/components/form/form.module.css';
import { StepLegend } from '@/components/form/step-legend';
import { BookingFlow } from './booking-steps';
import type { BookingBranchData, BookingCustomer } from '@/lib/booking-views';

/**
 * The test-drive form of a new car (issue 13, /testdrive/new-car/{model}): step 1 the variant, then
 * the shared steps (BookingFlow): the branch nearest first with its test-drive cars of the model,
 * a day within 14 days and an hourly slot the branch's units still have free, contact and consent.
 */
export function NewCarTestDriveForm({
  modelCode,
  modelName,
  variants,
  initialVariant,
  branch,
  customer,
  sourcePage,
}: {
  modelCode: string;
  modelName: string;
  variants: { code: string; name: string; detail: string }[];
  initialVariant: string;
  branch: BookingBranchData;
  customer: BookingCustomer | null;
  sourcePage: string;
}) {
  const [variantCode, setVariantCode] = useState(initialVariant);
  return (
    <BookingFlow
      kind="test-drive"
      details={{ kind: 'test-drive', modelCode, ...(variantCode ? { variantCode } : {}) }}
      branch={branch}
      slotQuery={{ modelCode }}
      customer={customer}
      sourcePage={sourcePage}
      submitLabel="Jadwalkan Test Drive"
    >
      <fieldset className={styles.step}>
        <StepLegend no={1} title="Varian" />
        {variants.length === 0 ? (
          <p className={styles.muted}>{`Sales consultant menyiapkan unit Toyota ${modelName} yang tersedia di dealer.`}</p>
        ) : (
          <ul className={styles.choices} aria-label={`Varian Toyota ${modelName}`}>
            {variants.map((v) => (
              <li key={v.code}>
                <label className={styles.choice}>
                  <input type="radio" name="variant" value={v.code} checked={variantCode === v.code} onChange={() => setVariantCode(v.code)} />
                  <span className={styles.choiceBody}>
                    <span className={styles.choiceTitle}>{`${modelName} ${v.name}`}</span>
                    {v.detail ? <span className={styles.choiceMeta}>{v.detail}</span> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </BookingFlow>
  );
}

/**
 * The test-drive form of a certified used car (issue 13, /testdrive/used-car/{code}): the car is
 * fixed (step 1 shows it, server-rendered by the page), then the shared steps; the branch is the one
 * that holds the car.
 */
export function UsedCarTestDriveForm({
  usedCarCode,
  branch,
  customer,
  sourcePage,
  children,
}: {
  usedCarCode: string;
  branch: BookingBranchData;
  customer: BookingCustomer | null;
  sourcePage: string;
  children: React.ReactNode;
}) {
  return (
    <BookingFlow
      kind="used-car-test-drive"
      details={{ kind: 'used-car-test-drive', usedCarCode }}
      branch={branch}
      slotQuery={{ usedCarCode }}
      customer={customer}
      sourcePage={sourcePage}
      submitLabel="Jadwalkan Test Drive"
    >
      {children}
    </BookingFlow>
  );
}
