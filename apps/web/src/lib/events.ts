'use client';

import type { ChosenCity } from './city';

/*
 * Events between independent client leaves of the layout (no shared React state, so each stays a
 * small island): the bottom bar opens the chat; the chat reports its unread count.
 */
export const OPEN_CHAT_EVENT = 'kemudi:open-chat';
export const CHAT_UNREAD_EVENT = 'kemudi:chat-unread';
export const CITY_CHANGED_EVENT = 'kemudi:city-changed';

export type ChatUnreadDetail = { count: number };
/** The city the visitor chose (lib/city.ts). */
export type CityChangedDetail = ChosenCity;

export function openChat(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}

export function announceChatUnread(count: number): void {
  window.dispatchEvent(new CustomEvent<ChatUnreadDetail>(CHAT_UNREAD_EVENT, { detail: { count } }));
}

export function announceCityChanged(detail: CityChangedDetail): void {
  window.dispatchEvent(new CustomEvent<CityChangedDetail>(CITY_CHANGED_EVENT, { detail }));
}
