'use client';

/** §4 notification permission modal (issue 11): placeholder until web push is built. */
export default function PushPermission() {
  return null;
}
