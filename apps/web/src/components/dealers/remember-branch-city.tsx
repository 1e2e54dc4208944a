'use client';

import { useEffect } from 'react';
import { rememberBranchCity } from '@/components/header/city-location';

/**
 * §3/§4: a branch page makes its city the visitor's saved default, flagged fromBranchPage, so
 * page-load values do not overwrite it (the header syncs it to the server on the next page).
 */
export function RememberBranchCity({ provinceIsocode, cityIsocode, name }: { provinceIsocode: string; cityIsocode: string; name: string }) {
  useEffect(() => {
    rememberBranchCity({ provinceIsocode, cityIsocode, name });
  }, [provinceIsocode, cityIsocode, name]);
  return null;
}
