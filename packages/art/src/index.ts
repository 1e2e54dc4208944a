/**
 * Generated SVG artwork: every picture on the site is drawn from data (no image is ever
 * downloaded). All renderers are pure, deterministic and return standalone SVG strings.
 */
export * from './color';
export { escapeXml } from './escape';
export { FONT_STACK } from './svg';
export * from './text';
export * from './models';
export * from './car';
export * from './car-front';
export * from './car-three-quarter';
export * from './interior';
export * from './gallery';
export * from './icons';
export * from './hero';
export { countUtf8Bytes, findSvgProblems, findXmlProblems } from './svg-lint';
