// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { sessionStore } from '@groombook/auth';
import { firstFrameFile, FRAMED_ROUTES } from '@groombook/routes';
import { App } from '../app';
import { TEST_RUNTIME_CONFIG } from '../testing/render-in-shell';
import { renderFirstFrames } from './render';

/** An element tree as a list of what shows: tags, attributes (a style's spacing aside) and text. */
function shapeOf(root: Element): string[] {
  const shape: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      const text = node.textContent?.trim();
      if (text) shape.push(`"${text}"`);
      return;
    }
    if (!(node instanceof Element)) return;
    const attributes = [...node.attributes]
      .map((attribute) => `${attribute.name}=${attribute.name === 'style' ? attribute.value.replace(/\s+/g, '').replace(/;$/, '') : attribute.value}`)
      .sort();
    shape.push(`<${node.tagName.toLowerCase()} ${attributes.join(' ')}>`);
    node.childNodes.forEach(walk);
    shape.push(`</${node.tagName.toLowerCase()}>`);
  };
  root.childNodes.forEach(walk);
  return shape;
}

const frames = renderFirstFrames();

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the first frames', () => {
  it('are rendered for every framed route, each with its page title as a heading hidden from assistive technology', () => {
    expect(frames.map((frame) => frame.file)).toEqual(FRAMED_ROUTES.map((route) => firstFrameFile(route.path)));
    for (const [i, frame] of frames.entries()) {
      expect(frame.root).toContain(`aria-hidden="true">${FRAMED_ROUTES[i]?.title}</h1>`);
      expect(frame.root).toContain('Verifying authentication...');
    }
  });

  it.each(['/appointments', '/', '/reports'])('draw at %s what the shell first renders there while it checks the session', (address) => {
    expect(sessionStore.getState().status).toBe('loading');
    window.history.replaceState(null, '', address);
    const { container } = render(<App config={TEST_RUNTIME_CONFIG} />);
    const frame = frames.find((candidate) => candidate.file === firstFrameFile(address));
    const drawn = document.createElement('div');
    drawn.innerHTML = frame?.root ?? '';
    expect(shapeOf(container)).toEqual(shapeOf(drawn));
    expect(shapeOf(drawn).length).toBeGreaterThan(20);
  });
});
