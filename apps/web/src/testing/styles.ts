import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * The styles the rendered components insert go into a cache of the tests' own (testing/render.tsx),
 * which keeps only the declarations that decide whether an element is shown, and which each test
 * empties (testing/setup.ts).
 *
 * Why: Testing Library's role queries and accessible names ask jsdom, element by element, whether
 * it is hidden, and jsdom answers by matching every style rule of the document against it. MUI
 * inserts several hundred rules a page, and a worker's files share one document (vitest.config.ts),
 * so those checks took most of a test's time and grew with every page rendered before. `display`
 * and `visibility` are all jsdom reads for "hidden"; it ignores `@media` rules that do not name
 * `screen`, as every MUI breakpoint is written. A test that reads another computed style (a
 * dialog's width) asks for every declaration with keepEveryDeclaration().
 */
const DECIDE_HIDDEN = new Set(['display', 'visibility']);

let everyDeclaration = false;

/** A stylis plugin run on each rule and declaration before it is written (a comment is not written). */
const onlyWhatHides: StylisPlugin = (element) => {
  if (everyDeclaration) return;
  if (element.type === 'decl') {
    if (!DECIDE_HIDDEN.has(element.props as string)) element.return = element.value = '';
  } else if (element.type === 'rule') {
    const children = element.children as { type: string; props: string }[];
    if (!children.some((child) => child.type === 'decl' && DECIDE_HIDDEN.has(child.props))) element.type = 'comm';
  } else if (element.type === '@media' || element.type === '@keyframes') {
    element.type = 'comm';
  }
};

export const testStyles = createCache({ key: 'test', stylisPlugins: [onlyWhatHides] });

/** For the current test: every declaration inserted as written, for a test that reads computed styles. */
export function keepEveryDeclaration(): void {
  everyDeclaration = true;
}

/** Removes the inserted rules and forgets them, so the next test's render inserts what it uses. */
export function removeTestStyles(): void {
  testStyles.sheet.flush();
  for (const key of Object.keys(testStyles.inserted)) delete testStyles.inserted[key];
  everyDeclaration = false;
}
