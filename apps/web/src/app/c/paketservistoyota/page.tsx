import { listingRoute } from '@/components/aftersales/listing-page';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

const route = listingRoute('PACKAGE');
export const generateMetadata = route.generateMetadata;
export default route.Page;
