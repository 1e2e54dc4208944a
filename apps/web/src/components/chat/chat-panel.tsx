'use client';

import Link from '@/components/page/link';
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { warmContracts } from '@/lib/call-answer';
import { useModal } from '@/lib/dialog';
import {
  askTasia,
  GREETING,
  NEAREST_DEALER,
  QUESTION_MAX_CHARS,
  requestPosition,
  SUGGESTED_QUESTIONS,
  type AskInput,
  type ChatAnswer,
  type Coordinates,
} from './chat-api';
import styles from './chat-panel.module.css';

/** From this width the panel floats beside the page (not modal); below it, it fills the screen as a modal. */
const DESKTOP_QUERY = '(min-width: 64rem)';

type TasiaContent =
  | { kind: 'text'; text: string }
  | { kind: 'pending' }
  | { kind: 'answer'; answer: ChatAnswer }
  /** The failed request, kept for 'Coba lagi'. */
  | { kind: 'error'; input: AskInput };
type TasiaMessage = { id: number; from: 'tasia' } & TasiaContent;
type Message = { id: number; from: 'visitor'; text: string } | TasiaMessage;

export type ChatPanelProps = {
  open: boolean;
  onClose: () => void;
  /** The chosen city (§4 City), for the WhatsApp hand-off when no position was shared. */
  cityIsocode: string;
  /** Called when an answer arrives (the launcher counts it as unread while the chat is closed). */
  onAnswer: () => void;
};

function usePhoneLayout(): boolean {
  const [phone, setPhone] = useState(() => !window.matchMedia(DESKTOP_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => setPhone(!query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return phone;
}

/**
 * The non-modal desktop panel: focus moves to the question field on open; Escape closes it while
 * focus is in the panel (or nowhere, after a click on its text); on close focus goes back to where
 * it was (the floating button) unless the visitor has moved on elsewhere.
 */
function useFloatingPanel(
  active: boolean,
  panel: RefObject<HTMLElement | null>,
  field: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const inside = () => {
      const now = document.activeElement;
      return !now || now === document.body || Boolean(panel.current?.contains(now));
    };
    field.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && inside()) {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (inside()) previous?.focus();
    };
  }, [active, panel, field, onClose]);
}

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

function WhatsAppIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
      />
    </svg>
  );
}

function LocationIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
    </svg>
  );
}

/**
 * Tanya Tasia's panel, a dialog named 'Tanya Tasia': the conversation (a polite live log), the
 * suggested questions, the question field and, with every answer, its links, related FAQs and the
 * 'Chat via WhatsApp' hand-off to the nearest branch. On phones it fills the screen and is modal
 * (useModal: scroll lock, focus trap, Escape, focus return); on desktop it floats beside the page.
 * The browser's position is asked only when the visitor taps 'Dealer terdekat' or 'Gunakan lokasi
 * saya'; otherwise the chosen city picks the branch.
 */
export default function ChatPanel({ open, onClose, cityIsocode, onAnswer }: ChatPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: 'tasia', kind: 'text', text: GREETING }]);
  const [draft, setDraft] = useState('');
  const [coords, setCoords] = useState<Coordinates | null>(null);
  const [locating, setLocating] = useState(false);
  const phone = usePhoneLayout();

  // The chat's contract loads while the visitor reads the greeting and types (chat-api.ts).
  useEffect(warmContracts, []);
  useModal(open && phone, panelRef, onClose, fieldRef);
  useFloatingPanel(open && !phone, panelRef, fieldRef, onClose);

  // The newest message in view: the end of the conversation, or, for an answer taller than most of
  // the panel, the question and the start of its answer.
  useEffect(() => {
    const log = logRef.current;
    if (!log || !open) return;
    const last = log.lastElementChild;
    if (last instanceof HTMLElement && last.offsetHeight > log.clientHeight * 0.6) {
      const from = last.previousElementSibling instanceof HTMLElement ? last.previousElementSibling : last;
      log.scrollTop = from.offsetTop - 12;
    } else {
      log.scrollTop = log.scrollHeight;
    }
  }, [messages, open]);

  const busy = locating || messages.some((m) => m.from === 'tasia' && m.kind === 'pending');
  // 'Gunakan lokasi saya' is offered under the newest answer only, until a position is known.
  const lastAnswerId = messages.findLast((m) => m.from === 'tasia' && m.kind === 'answer')?.id;

  const setTasia = useCallback((id: number, content: TasiaContent) => {
    setMessages((list) => list.map((m): Message => (m.id === id ? { id, from: 'tasia', ...content } : m)));
  }, []);

  const run = useCallback(
    async (id: number, input: AskInput) => {
      try {
        const answer = await askTasia(input);
        setTasia(id, { kind: 'answer', answer });
        onAnswer();
      } catch {
        setTasia(id, { kind: 'error', input });
      }
    },
    [onAnswer, setTasia],
  );

  const ask = useCallback(
    (question: string, position: Coordinates | null) => {
      const text = question.trim().slice(0, QUESTION_MAX_CHARS);
      if (!text) return;
      const visitorId = nextId.current++;
      const tasiaId = nextId.current++;
      setMessages((list) => [...list, { id: visitorId, from: 'visitor', text }, { id: tasiaId, from: 'tasia', kind: 'pending' }]);
      void run(tasiaId, { question: text, cityIsocode, coords: position ?? undefined });
    },
    [cityIsocode, run],
  );

  /** 'Dealer terdekat' and 'Gunakan lokasi saya': the position is asked for only here. */
  const askNearest = useCallback(async () => {
    if (coords) {
      ask(NEAREST_DEALER, coords);
      return;
    }
    setLocating(true);
    const position = await requestPosition();
    setLocating(false);
    if (position) {
      setCoords(position);
      ask(NEAREST_DEALER, position);
      return;
    }
    const id = nextId.current++;
    setMessages((list) => [
      ...list,
      { id, from: 'tasia', kind: 'text', text: 'Lokasi Anda tidak dapat dipakai, jadi saya mencarikan dealer di kota pilihan Anda.' },
    ]);
    ask(NEAREST_DEALER, null);
  }, [ask, coords]);

  const retry = (id: number, input: AskInput) => {
    // The pressed 'Coba lagi' goes away with the error: focus stays in the conversation.
    logRef.current?.focus();
    setTasia(id, { kind: 'pending' });
    void run(id, input);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !draft.trim()) return;
    ask(draft, coords);
    setDraft('');
  };

  // A followed link on a phone leaves the full-screen chat for the page it opens.
  const followed = () => {
    if (phone) onClose();
  };

  return (
    <div
      ref={panelRef}
      id="tasia-chat"
      className={styles.panel}
      role="dialog"
      aria-modal={phone}
      aria-labelledby="tasia-chat-title"
      hidden={!open}
    >
      <div className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          T
        </span>
        <div className={styles.heading}>
          <h2 id="tasia-chat-title" className={styles.title}>
            Tanya Tasia
          </h2>
          <p className={styles.subtitle}>Asisten virtual Kemudi Toyota</p>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Tutup chat">
          <CloseIcon />
        </button>
      </div>

      <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label="Percakapan dengan Tasia" tabIndex={0}>
        {messages.map((message) =>
          message.from === 'visitor' ? (
            <p key={message.id} className={`${styles.bubble} ${styles.visitor}`}>
              <span className="visually-hidden">Anda: </span>
              <span>{message.text}</span>
            </p>
          ) : (
            <TasiaBubble
              key={message.id}
              message={message}
              canLocate={!coords && message.id === lastAnswerId}
              busy={busy}
              onLocate={askNearest}
              onRetry={retry}
              onFollow={followed}
            />
          ),
        )}
      </div>

      <div className={styles.chips} role="group" aria-label="Pertanyaan yang sering diajukan">
        {SUGGESTED_QUESTIONS.map((question) => (
          <button
            key={question}
            type="button"
            className={styles.chip}
            aria-disabled={busy}
            onClick={() => {
              if (busy) return;
              if (question === NEAREST_DEALER) void askNearest();
              else ask(question, coords);
            }}
          >
            {question}
          </button>
        ))}
      </div>

      <form className={styles.form} onSubmit={submit}>
        <label htmlFor="tasia-question" className="visually-hidden">
          Pertanyaan untuk Tasia
        </label>
        <input
          ref={fieldRef}
          id="tasia-question"
          className={styles.field}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={QUESTION_MAX_CHARS}
          placeholder="Tulis pertanyaan Anda…"
          autoComplete="off"
          enterKeyHint="send"
        />
        <button type="submit" className={styles.send} aria-disabled={busy}>
          Kirim
        </button>
      </form>
    </div>
  );
}

type BubbleProps = {
  message: TasiaMessage;
  canLocate: boolean;
  busy: boolean;
  onLocate: () => void;
  onRetry: (id: number, input: AskInput) => void;
  onFollow: () => void;
};

function TasiaBubble({ message, canLocate, busy, onLocate, onRetry, onFollow }: BubbleProps) {
  const bubble = `${styles.bubble} ${styles.tasia}`;
  switch (message.kind) {
    case 'text':
      return (
        <p className={bubble}>
          <span className="visually-hidden">Tasia: </span>
          <span>{message.text}</span>
        </p>
      );
    case 'pending':
      return (
        <p className={`${bubble} ${styles.pending}`}>
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="visually-hidden">Tasia sedang mengetik…</span>
        </p>
      );
    case 'error':
      return (
        <div className={`${bubble} ${styles.error}`}>
          <p>Gagal menampilkan data</p>
          <button type="button" className={styles.retry} onClick={() => onRetry(message.id, message.input)}>
            Coba lagi
          </button>
        </div>
      );
    case 'answer': {
      const { answer, sources, faqs, handoff } = message.answer;
      return (
        <div className={bubble}>
          <p>
            <span className="visually-hidden">Tasia: </span>
            <span>{answer}</span>
          </p>
          {sources.length > 0 ? (
            <ul className={styles.sources} aria-label="Tautan terkait">
              {sources.map((source) => (
                <li key={`${source.kind}:${source.url}`}>
                  <Link href={source.url} className={styles.source} onClick={onFollow}>
                    {source.label ? <span className={styles.kind}>{source.label}</span> : null}
                    <span className={styles.sourceTitle}>{source.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {faqs.length > 0 ? (
            <div className={styles.faqs}>
              <p className={styles.faqHeading}>Pertanyaan terkait</p>
              {faqs.map((faq) => (
                <details key={faq.question} className={styles.faq}>
                  <summary>{faq.question}</summary>
                  <p>{faq.answer}</p>
                </details>
              ))}
            </div>
          ) : null}
          <div className={styles.handoff}>
            <a className={styles.whatsapp} href={handoff.waLink} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon />
              Chat via WhatsApp
            </a>
            <span className={styles.branch}>
              dengan{' '}
              <Link href={handoff.branch.url} onClick={onFollow}>
                {handoff.branch.name}
              </Link>
            </span>
            {canLocate ? (
              <button type="button" className={styles.locate} onClick={busy ? undefined : onLocate} aria-disabled={busy}>
                <LocationIcon />
                Gunakan lokasi saya
              </button>
            ) : null}
          </div>
        </div>
      );
    }
  }
}
