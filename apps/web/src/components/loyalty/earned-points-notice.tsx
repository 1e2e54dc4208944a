'use client';

/** §3 earnPointNotif notice (issue 11): placeholder until loyalty is built. */
export default function EarnedPointsNotice() {
  return null;
}
