import { afterEach, vi } from 'vitest';
import { installMatchMedia } from './match-media';

/**
 * Every jsdom test file (vitest.config.ts setupFiles; node test files skip it): what jsdom lacks and antd asks for
 * (matchMedia, a wide screen; getComputedStyle of pseudo-elements), and a clean DOM and fetch after each test.
 */
/** Whether jsdom lacks what the DOM's types promise (a call, so TypeScript does not narrow the object to never). */
const lacks = (owner: object, name: string) => typeof (owner as Record<string, unknown>)[name] !== 'function';

if (typeof window !== 'undefined') {
  if (lacks(window, 'matchMedia')) installMatchMedia(1280);
  // antd's tables and overflow lists watch their size; jsdom lays nothing out, so there is nothing to tell.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // jsdom lays nothing out, so there is nothing to scroll to.
  if (lacks(Element.prototype, 'scrollIntoView')) Element.prototype.scrollIntoView = () => {};
  // jsdom has <dialog> but not its modal methods.
  if (lacks(HTMLDialogElement.prototype, 'showModal')) {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
  }
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  const { cleanup, configure } = await import('@testing-library/react');
  // antd renders toasts and dialogs after a dynamic import and a transition: slow in jsdom on a shared CPU.
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(async () => {
    cleanup();
    // A commit made outside act() (while a waitFor polls) has its effects run on the scheduler's next task: let it
    // run while the document is still here, not after the file's environment is gone ("window is not defined").
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.unstubAllGlobals();
  });
}
