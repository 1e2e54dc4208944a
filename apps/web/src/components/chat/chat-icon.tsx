/**
 * The floating Tanya Tasia button's picture, rendered on the server and handed to the launcher
 * island (chat-launcher.tsx) as a prop: its path is page markup, not JavaScript every page ships.
 */
export function ChatIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3C6.5 3 2 6.6 2 11.1c0 2.3 1.2 4.4 3.1 5.9L4.3 21l4.2-2.3c1.1.3 2.3.5 3.5.5 5.5 0 10-3.6 10-8.1S17.5 3 12 3Zm-4 9.4a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z"
      />
    </svg>
  );
}
