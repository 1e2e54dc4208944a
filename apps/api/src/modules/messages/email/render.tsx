import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, render, Section, Text } from '@react-email/components';
import type { EmailContent } from './content';

/*
 * The HTML part of every email (issue 27), rendered with react-email: one layout, filled with the
 * content of the email's template (email/content.ts). react-email's components write the
 * table-based, inline-styled markup mail clients (Outlook and Gmail included) display as meant.
 * The text says what the HTML says; React escapes every value.
 */

const colors = { brand: '#eb0a1e', text: '#1a1a1a', muted: '#5c5c5c', line: '#e5e5e5', page: '#f4f4f4' };
const font = 'Helvetica, Arial, sans-serif';

function KemudiEmail({ content }: { content: EmailContent }) {
  return (
    <Html lang="id" dir="ltr">
      <Head />
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: '560px', padding: '32px', borderRadius: '8px' }}>
          <Text style={{ color: colors.brand, fontSize: '20px', fontWeight: 700, margin: '0 0 16px' }}>Kemudi</Text>
          <Heading as="h1" style={{ color: colors.text, fontSize: '22px', margin: '0 0 16px' }}>
            {content.heading}
          </Heading>
          {content.greeting ? <Text style={paragraph}>{content.greeting}</Text> : null}
          {content.paragraphs.map((text, i) => (
            <Text key={`p${i}`} style={paragraph}>
              {text}
            </Text>
          ))}
          {content.action ? (
            <Section style={{ margin: '24px 0' }}>
              <Button
                href={content.action.url}
                style={{ backgroundColor: colors.brand, color: '#ffffff', borderRadius: '6px', padding: '12px 20px', fontWeight: 700, fontSize: '16px' }}
              >
                {content.action.label}
              </Button>
              <Text style={{ ...paragraph, color: colors.muted, fontSize: '13px' }}>
                Jika tombol tidak berfungsi, salin tautan ini ke peramban Anda:{' '}
                <Link href={content.action.url} style={{ color: colors.brand, wordBreak: 'break-all' }}>
                  {content.action.url}
                </Link>
              </Text>
            </Section>
          ) : null}
          {content.quote ? (
            <Section style={{ borderLeft: `3px solid ${colors.line}`, paddingLeft: '12px', margin: '16px 0' }}>
              <Text style={{ ...paragraph, fontWeight: 700, margin: '0 0 4px' }}>{content.quote.label}:</Text>
              <Text style={{ ...paragraph, whiteSpace: 'pre-line', margin: 0 }}>{content.quote.text}</Text>
            </Section>
          ) : null}
          {content.closing.map((text, i) => (
            <Text key={`c${i}`} style={paragraph}>
              {text}
            </Text>
          ))}
          <Hr style={{ borderColor: colors.line, margin: '24px 0 16px' }} />
          <Text style={{ color: colors.muted, fontSize: '12px', margin: 0 }}>Kemudi · Dealer resmi Toyota di Indonesia</Text>
        </Container>
      </Body>
    </Html>
  );
}

const paragraph = { color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', whiteSpace: 'pre-line' as const };

/** The HTML of an email with this content. */
export function renderEmailHtml(content: EmailContent): Promise<string> {
  return render(<KemudiEmail content={content} />);
}
