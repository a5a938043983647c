import { describe, expect, it } from 'vitest';
import { pruneCss } from './prune-css';

describe('pruneCss', () => {
  const markup = '<h1 class="ant-typography css-1"><span class="anticon">x</span></h1>';

  it('keeps the selectors whose classes are all in the markup, and rules without classes', () => {
    const css = ':where(.css-1).ant-typography{color:red}.ant-btn{color:blue}h1,.ant-tag{margin:0}';
    expect(pruneCss(css, markup)).toBe(':where(.css-1).ant-typography{color:red}h1{margin:0}');
  });

  it('drops a selector naming a class the markup lacks, with the commas inside :where() left alone', () => {
    const css = ':where(.css-1,.css-2).ant-typography .anticon{x:1}.ant-typography-edit,.anticon{y:2}';
    expect(pruneCss(css, markup)).toBe('.anticon{y:2}');
  });

  it('does not count a class under :not()', () => {
    const css = '.ant-typography:not(.ant-typography-disabled):not(:is(.x)){z:1}';
    expect(pruneCss(css, markup)).toBe(css);
  });

  it('prunes inside @media, drops an emptied one and every @keyframes', () => {
    const css = '@media (max-width:480px){.ant-btn{a:1}.anticon{b:2}}@media print{.ant-btn{c:3}}@keyframes k{0%{d:4}}';
    expect(pruneCss(css, markup)).toBe('@media (max-width:480px){.anticon{b:2}}');
  });
});
