import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { CustomerIslands } from '@/components/after-login/customer-islands';
import { ChatIcon } from '@/components/chat/chat-icon';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { WhatsAppLeadIsland } from '@/components/leads/whatsapp-lead-island';
import { AppModeBootstrap } from '@/components/layout/app-mode';
import { LinkRouter } from '@/components/layout/link-router';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { MobileBottomBar } from '@/components/mobile/mobile-bottom-bar';
import { env } from '@/server/env';
import { loadLayout } from '@/server/layout';
import './globals.css';
import '@/components/page/kit.module.css'; // shared blocks first: the feature modules that compose them override them

export const metadata: Metadata = {
  title: { default: 'Kemudi Toyota', template: '%s | Kemudi Toyota' },
  description: 'Mobil baru dan bekas Toyota, servis bengkel, suku cadang, aksesori, dan promo dari dealer resmi Toyota.',
  // The steering-wheel mark (app/favicon.svg); /favicon.ico sends old clients there.
  icons: { icon: { url: '/favicon.svg', type: 'image/svg+xml' } },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#d7000f' };

/** §2: the shared layout on every page — header and top bar, main, footer, mobile bottom bar, chat. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const layout = await loadLayout();
  return (
    <html lang="id" suppressHydrationWarning>
      <body>
        <AppModeBootstrap />
        <NavigationProgress />
        <LinkRouter />
        <a href="#konten" className="skip-link">
          Langsung ke konten
        </a>
        <SiteHeader layout={layout} />
        <main id="konten" className="container site-main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <MobileBottomBar layout={layout} />
        {/* Tanya Tasia: the chosen city (an HttpOnly cookie, read on the server) picks its WhatsApp hand-off. */}
        <ChatLauncher cityIsocode={layout.city.cityIsocode} icon={<ChatIcon />} />
        {/* Issue 13: every click on a wa.me link anywhere also records a lead (never delaying the chat). */}
        <WhatsAppLeadIsland />
        {/* Issue 11: post-login confirmations, notification permission, earned points — shown to customers only, by the island itself. */}
        <CustomerIslands seamlessTimeoutMinutes={env.SEAMLESS_TIMEOUT_MINUTES} />
      </body>
    </html>
  );
}
