import { Suspense } from 'react';
import { NavigationProgressBar } from './navigation-progress-bar';

/**
 * A thin bar at the top of the window while another page loads. The bar reads the search params,
 * which Next.js requires to sit inside a Suspense boundary (static pages render it on the client).
 */
export function NavigationProgress() {
  return (
    <Suspense fallback={null}>
      <NavigationProgressBar />
    </Suspense>
  );
}
