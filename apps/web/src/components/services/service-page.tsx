import { ROUTES } from '@kemudi/domain/routes';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import type { ServiceContentData } from '@kemudi/domain/contracts/aftersales';
import type { FaqItem } from '@kemudi/domain/contracts/editorial';
import { type Cta, SERVICE_ICONS, type ServiceBranches as ServiceBranchesData } from '@/lib/services';
import { ServiceBranches } from './service-branches';
import { ServiceFaq } from './service-faq';
import { CtaList, ServiceHero } from './service-hero';
import { ServiceIntro, ServiceSteps } from './service-intro';
import { type PricedItem, ServiceStructuredData } from './structured-data';

/** The first five props are what server/services loadServicePage returns: pages spread it in. */
export interface ServicePageProps {
  origin: string;
  /** The page's path (canonical). */
  path: string;
  content: ServiceContentData;
  keywords: readonly string[];
  ctas: readonly Cta[];
  faqs: readonly FaqItem[];
  branches: ServiceBranchesData | null;
  /** How a WhatsApp message names the service, e.g. 'Home Service'. */
  serviceName: string;
  branchHeading: string;
  /** Priced items for the ItemList markup. */
  items?: readonly PricedItem[];
  itemsName?: string;
  introHeading?: string;
  stepsHeading?: string;
  /** The page's own sections (prices, lists, forms), shown right under the hero. */
  children?: ReactNode;
}

/**
 * The frame every Purna Jual service page shares (issue 4): breadcrumb, structured data, the hero
 * with prices and calls to action, then the page's own sections, the description and benefits, the
 * steps, where the service is offered and the page's questions.
 */
export function ServicePage(props: ServicePageProps) {
  const { content, origin, path } = props;
  return (
    <>
      <Breadcrumbs items={[{ name: 'Purna Jual', href: ROUTES.services }, { name: content.title }]} origin={origin} />
      <ServiceStructuredData
        origin={origin}
        path={path}
        name={content.title}
        description={content.summary}
        keywords={props.keywords}
        faqs={props.faqs}
        items={props.items ?? []}
        {...(props.itemsName ? { itemsName: props.itemsName } : {})}
      />
      <ServiceHero title={content.title} summary={content.summary} priceNote={content.priceNote} icon={SERVICE_ICONS[content.serviceType] ?? 'wrench'}>
        <CtaList items={props.ctas} />
      </ServiceHero>
      {props.children}
      <ServiceIntro content={content} heading={props.introHeading ?? `Tentang ${content.title}`} />
      <ServiceSteps steps={content.steps} {...(props.stepsHeading ? { heading: props.stepsHeading } : {})} />
      {props.branches ? <ServiceBranches data={props.branches} serviceName={props.serviceName} heading={props.branchHeading} /> : null}
      <ServiceFaq faqs={props.faqs} />
    </>
  );
}
