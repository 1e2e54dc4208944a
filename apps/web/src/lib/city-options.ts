/*
 * The cities a form offers, grouped by province (the city select of the booking, checkout and
 * home-service forms): the shape the server's loaders hand to the form islands.
 */

export interface CityOption {
  isocode: string;
  name: string;
}

export interface CityGroup {
  /** '' for cities listed without a province heading. */
  provinceName: string;
  cities: CityOption[];
}
