/**
 * Tanya Tasia (issue 3): the chat assistant's answers from the FAQ and the catalogue, and its
 * WhatsApp hand-off. The one entry app.ts uses; nothing outside this folder imports its files directly.
 */
export { chatRoutes } from './routes';
