'use client';

/** §4 post-login confirmations (issue 11): placeholder until the flow is built. */
export default function PostLoginFlow(_props: { seamlessTimeoutMinutes: number }) {
  return null;
}
