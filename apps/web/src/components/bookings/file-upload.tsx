'use client';

/**
 * FileUpload — choose photo(s) for a booking (issue 13: body & paint damage photos, Cubain KTP,
 * SIM A and selfie), each checked here first (type by its declared type and its first bytes,
 * size 5 MB after an optional downscale in the browser), sent to POST /api/booking-upload (raw
 * bytes; the web server adds the visitor's token or the guest's owner key, the API checks the bytes
 * again), with a progress bar, a preview drawn from the local file (never fetched back from the
 * server), remove and retry.
 *
 * Props:
 * - `id`: the input's id (the form focuses it for an error); `purpose`: the upload purpose.
 * - `label`, `hint`, `chooseLabel`: the texts; `max`: how many files (default 1; more → multiple).
 * - `capture`: 'user' opens the front camera on a phone (the selfie).
 * - `error`: the form's message under the widget (e.g. "Unggah foto KTP").
 * - `onChange(summary)`: the uploaded file ids in order, and how many are pending or failed.
 */
import { HTTP_TIMEOUT_MS } from '@kemudi/domain/constants';
import type { UploadPurpose } from '@kemudi/domain/bookings';
import { useEffect, useReducer, useRef, useState } from 'react';
import checkoutStyles from '@/components/form/form.module.css';
import { useHydrated } from '@/lib/use-hydrated';
import {
  downscaledSize,
  PHOTO_ACCEPT,
  photoRefusal,
  readUploadAnswer,
  sizeRefusal,
  slotsLeft,
  statusText,
  summarizeUploads,
  UPLOAD_MESSAGES,
  UPLOAD_ROUTE,
  type UploadItem,
  type UploadSummary,
  uploadsReducer,
} from './file-upload-logic';
import styles from './file-upload.module.css';

interface LocalFile {
  /** What is sent (the file, or its downscaled copy). */
  blob: Blob;
  /** The preview's object URL, revoked when the photo is removed or the widget goes. */
  previewUrl: string | null;
  request: XMLHttpRequest | null;
}

/** The photo drawn smaller (longest side DOWNSCALE_MAX_SIDE, JPEG) when it is large; the file itself otherwise or when the browser cannot. */
async function downscale(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const size = downscaledSize(bitmap.width, bitmap.height, file.size);
    if (!size) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}

let counter = 0;
const nextKey = () => `f${Date.now().toString(36)}${(counter += 1)}`;

export function FileUpload({
  id,
  purpose,
  label,
  hint,
  chooseLabel,
  max = 1,
  capture,
  error,
  onChange,
}: {
  id: string;
  purpose: UploadPurpose;
  label: string;
  hint?: string;
  chooseLabel?: string;
  max?: number;
  capture?: 'user' | 'environment';
  error?: string | undefined;
  onChange: (summary: UploadSummary) => void;
}) {
  const ready = useHydrated();
  const [items, dispatch] = useReducer(uploadsReducer, []);
  const files = useRef(new Map<string, LocalFile>());
  const [notice, setNotice] = useState<string | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  // The form learns of every change (ids, pending, failed); it keeps only what it needs.
  const summaryKey = JSON.stringify(summarizeUploads(items));
  useEffect(() => {
    changed.current(JSON.parse(summaryKey) as UploadSummary);
  }, [summaryKey]);

  // Previews and requests die with the widget.
  useEffect(() => {
    const held = files.current;
    return () => {
      for (const local of held.values()) {
        local.request?.abort();
        if (local.previewUrl) URL.revokeObjectURL(local.previewUrl);
      }
      held.clear();
    };
  }, []);

  function send(key: string) {
    const local = files.current.get(key);
    if (!local) return;
    dispatch({ type: 'uploading', key });
    // XMLHttpRequest, not fetch: only it reports the upload's progress.
    const request = new XMLHttpRequest();
    local.request = request;
    request.open('POST', `${UPLOAD_ROUTE}?purpose=${purpose}`);
    request.setRequestHeader('content-type', local.blob.type);
    request.setRequestHeader('accept', 'application/json');
    request.timeout = HTTP_TIMEOUT_MS;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) dispatch({ type: 'progress', key, progress: (event.loaded / event.total) * 100 });
    };
    request.onload = () => {
      local.request = null;
      let body: unknown;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = null;
      }
      const answer = readUploadAnswer(request.status, body, purpose);
      if ('fileId' in answer) return dispatch({ type: 'done', key, fileId: answer.fileId });
      // A refusal of the file itself (type, size, empty) cannot be retried; anything else can.
      const refusal = request.status === 400 || request.status === 413 || request.status === 415;
      dispatch(refusal ? { type: 'refused', key, message: answer.message } : { type: 'failed', key, message: answer.message });
    };
    const offline = () => {
      local.request = null;
      dispatch({ type: 'failed', key, message: UPLOAD_MESSAGES.OFFLINE });
    };
    request.onerror = offline;
    request.ontimeout = offline;
    request.send(local.blob);
  }

  async function accept(key: string, file: File) {
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const refused = photoRefusal(file, head);
    if (refused) return dispatch({ type: 'refused', key, message: refused });
    const blob = await downscale(file);
    const tooLarge = sizeRefusal(blob.size);
    if (tooLarge) return dispatch({ type: 'refused', key, message: tooLarge });
    // The widget may be gone, or the photo removed, while it was read.
    const local = files.current.get(key);
    if (!local) return;
    local.blob = blob;
    local.previewUrl = URL.createObjectURL(file);
    dispatch({ type: 'preview', key, previewUrl: local.previewUrl });
    send(key);
  }

  function choose(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    const room = slotsLeft(items, max);
    setNotice(chosen.length > room ? UPLOAD_MESSAGES.TOO_MANY(max) : null);
    for (const file of chosen.slice(0, room)) {
      const key = nextKey();
      files.current.set(key, { blob: file, previewUrl: null, request: null });
      dispatch({ type: 'add', key, name: file.name });
      void accept(key, file);
    }
  }

  function remove(key: string) {
    const local = files.current.get(key);
    local?.request?.abort();
    if (local?.previewUrl) URL.revokeObjectURL(local.previewUrl);
    files.current.delete(key);
    setNotice(null);
    dispatch({ type: 'remove', key });
  }

  const full = slotsLeft(items, max) === 0;
  const chooseText = full ? (max > 1 ? `Sudah ${max} foto` : 'Foto sudah dipilih') : (chooseLabel ?? 'Pilih foto');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noticeId = notice ? `${id}-notice` : undefined;
  const describedBy = [hintId, errorId, noticeId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.upload} role="group" aria-labelledby={`${id}-label`} data-ready={ready ? 'true' : undefined}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {hint ? (
        <p id={hintId} className={checkoutStyles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className={`visually-hidden ${styles.input}`}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple={max > 1}
        {...(capture ? { capture } : {})}
        disabled={!ready || full}
        // Named by what it is for, then what the button says: "Foto KTP: Pilih foto".
        aria-label={`${label}: ${chooseText}`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          choose(event.currentTarget.files);
          // The same file may be chosen again after it was removed.
          event.currentTarget.value = '';
        }}
      />
      <label htmlFor={id} className={styles.choose}>
        {chooseText}
      </label>
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={`Foto ${label}`}>
          {items.map((item) => (
            <UploadRow key={item.key} item={item} onRemove={() => remove(item.key)} onRetry={() => send(item.key)} />
          ))}
        </ul>
      ) : null}
      {notice ? (
        <p id={noticeId} className={checkoutStyles.fieldError} role="alert">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={checkoutStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function UploadRow({ item, onRemove, onRetry }: { item: UploadItem; onRemove: () => void; onRetry: () => void }) {
  const { previewUrl } = item;
  const text = statusText(item);
  const problem = item.status === 'failed' || item.status === 'refused';
  return (
    <li className={styles.item} data-status={item.status}>
      {previewUrl ? <img className={styles.thumb} src={previewUrl} alt={`Pratinjau ${item.name}`} width={64} height={64} /> : <span className={styles.thumb} aria-hidden="true" />}
      <div>
        <p className={styles.name}>{item.name}</p>
        {/* Each row reads its own state out: "Terunggah", or the reason it failed. */}
        <p className={styles.state} role={problem ? 'alert' : 'status'}>
          {text}
        </p>
        {item.status === 'uploading' ? <progress className={styles.bar} max={100} value={item.progress} aria-label={`Unggahan ${item.name}`} /> : null}
      </div>
      <div className={styles.buttons}>
        {item.status === 'failed' ? (
          <button type="button" className={styles.button} onClick={onRetry}>
            Coba lagi<span className="visually-hidden">{` ${item.name}`}</span>
          </button>
        ) : null}
        <button type="button" className={styles.button} onClick={onRemove}>
          Hapus<span className="visually-hidden">{` ${item.name}`}</span>
        </button>
      </div>
    </li>
  );
}
