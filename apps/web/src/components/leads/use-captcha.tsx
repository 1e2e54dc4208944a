'use client';

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_MESSAGES, type CaptchaChallengeView, devTokenFresh, providerScriptUrl, readChallenge } from './captcha-logic';
import styles from './leads.module.css';
import { request } from '@/lib/browser-api';

/*
 * useCaptcha — the X-Captcha token of a lead form (issue 13; captcha-logic.ts says how each
 * provider works). `widget` goes inside the form (Turnstile's box; a message while loading or when
 * the challenge cannot be had, with a retry). `token()` gives the token to send now, or null when
 * the visitor has not solved the widget yet; `used()` after each send: a token verifies once.
 */

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}
interface Turnstile {
  render: (container: HTMLElement, options: Record<string, unknown>) => string;
  reset: (widgetId?: string) => void;
  remove: (widgetId: string) => void;
}
type ProviderWindow = Window & { grecaptcha?: Grecaptcha; turnstile?: Turnstile };

const scripts = new Map<string, Promise<void>>();

/** Loads a provider's script once per page; a failure is forgotten so the next try loads it again. */
function loadScript(src: string): Promise<void> {
  let pending = scripts.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`captcha script ${src}`));
      document.head.appendChild(script);
    });
    pending.catch(() => scripts.delete(src));
    scripts.set(src, pending);
  }
  return pending;
}

async function fetchChallenge(): Promise<CaptchaChallengeView | null> {
  const answer = await request(CAPTCHA_CHALLENGE_PATH);
  return answer.ok ? readChallenge(answer.body) : null;
}

export interface Captcha {
  /** True once a token can be asked for. */
  ready: boolean;
  widget: ReactNode;
  token: () => Promise<string | null>;
  used: () => void;
}

export function useCaptcha(action = 'lead'): Captcha {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const challenge = useRef<CaptchaChallengeView | null>(null);
  const takenAt = useRef(0);
  const solved = useRef<string | null>(null);
  const widgetId = useRef<string | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const found = await fetchChallenge();
      if (!live) return;
      challenge.current = found;
      takenAt.current = Date.now();
      if (!found) return setState('failed');
      const src = providerScriptUrl(found);
      if (src) {
        try {
          await loadScript(src);
        } catch {
          if (live) setState('failed');
          return;
        }
        const w = window as ProviderWindow;
        if (found.provider === 'turnstile' && w.turnstile && box.current && found.siteKey) {
          widgetId.current = w.turnstile.render(box.current, {
            sitekey: found.siteKey,
            action,
            language: 'id',
            callback: (token: string) => {
              solved.current = token;
            },
            'expired-callback': () => {
              solved.current = null;
            },
          });
        }
      }
      if (live) setState('ready');
    })();
    return () => {
      live = false;
      const w = window as ProviderWindow;
      if (widgetId.current && w.turnstile) w.turnstile.remove(widgetId.current);
      widgetId.current = null;
    };
  }, [attempt, action]);

  const token = useCallback(async (): Promise<string | null> => {
    let current = challenge.current;
    if (!current) return null;
    if (current.provider === 'dev') {
      if (!devTokenFresh(takenAt.current, current.expiresIn, Date.now())) {
        current = await fetchChallenge();
        challenge.current = current;
        takenAt.current = Date.now();
      }
      return current?.token ?? null;
    }
    const w = window as ProviderWindow;
    if (current.provider === 'recaptcha' && w.grecaptcha && current.siteKey) {
      const { grecaptcha } = w;
      const siteKey = current.siteKey;
      return new Promise<string | null>((resolve) => grecaptcha.ready(() => void grecaptcha.execute(siteKey, { action }).then(resolve, () => resolve(null))));
    }
    return solved.current;
  }, [action]);

  const used = useCallback(() => {
    const current = challenge.current;
    if (current?.provider === 'dev') takenAt.current = 0; // the next send asks for a fresh token
    if (current?.provider === 'turnstile') {
      solved.current = null;
      const w = window as ProviderWindow;
      if (widgetId.current && w.turnstile) w.turnstile.reset(widgetId.current);
    }
  }, []);

  const widget = (
    <div className={styles.captcha}>
      <div ref={box} />
      {state === 'loading' ? <p className={styles.muted}>{CAPTCHA_MESSAGES.LOADING}</p> : null}
      {state === 'failed' ? (
        <p className={styles.captchaFailed} role="alert">
          {CAPTCHA_MESSAGES.FAILED}{' '}
          <button type="button" className={styles.linkButton} onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}>
            {CAPTCHA_MESSAGES.RETRY}
          </button>
        </p>
      ) : null}
    </div>
  );

  return { ready: state === 'ready', widget, token, used };
}
