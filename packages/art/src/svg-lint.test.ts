import { describe, expect, it } from 'vitest';
import { countUtf8Bytes, findSvgProblems, findXmlProblems } from './svg-lint';

const GOOD =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img"><title>A &amp; B</title>' +
  '<defs><linearGradient id="g"/></defs><rect width="1" height="1" fill="url(#g)"/></svg>';

describe('findXmlProblems', () => {
  it('accepts well-formed markup', () => {
    expect(findXmlProblems(GOOD)).toEqual([]);
  });

  it('catches the mistakes an unescaped interpolation would cause', () => {
    expect(findXmlProblems('<a><b></a>')).not.toEqual([]);
    expect(findXmlProblems('<a>x & y</a>')).not.toEqual([]);
    expect(findXmlProblems('<a title="say "hi""/>')).not.toEqual([]);
    expect(findXmlProblems('<a title=x/>')).not.toEqual([]);
    expect(findXmlProblems('<a x="1" x="2"/>')).not.toEqual([]);
    expect(findXmlProblems('<a/><b/>')).not.toEqual([]);
    expect(findXmlProblems('<a><title><script></title></a>')).not.toEqual([]);
    expect(findXmlProblems('<a>')).not.toEqual([]);
  });
});

describe('findSvgProblems', () => {
  it('accepts a standalone accessible SVG', () => {
    expect(findSvgProblems(GOOD)).toEqual([]);
  });

  it('rejects external references, missing titles and dangling ids', () => {
    expect(findSvgProblems(GOOD.replace('url(#g)', 'url(#missing)'))).not.toEqual([]);
    expect(findSvgProblems(GOOD.replace('<rect', '<image href="https://x/y.png"/><rect'))).not.toEqual([]);
    expect(findSvgProblems(GOOD.replace('<title>A &amp; B</title>', ''))).not.toEqual([]);
    expect(findSvgProblems(GOOD.replace(' xmlns="http://www.w3.org/2000/svg"', ''))).not.toEqual([]);
    expect(findSvgProblems(GOOD.replace('viewBox', 'width="10" height="10" viewBox'))).not.toEqual([]);
  });
});

describe('countUtf8Bytes', () => {
  it('counts UTF-8 bytes', () => {
    expect(countUtf8Bytes('abc')).toBe(3);
    expect(countUtf8Bytes('…')).toBe(3);
    expect(countUtf8Bytes('🚗')).toBe(4);
  });
});
