// The first frames' renderer, built for Node by the shell's build (first-frames.mjs) and run by it
// once the shell's own page is written: never part of what a browser loads.
import { renderToStaticMarkup } from 'react-dom/server';
import { firstFrameFile, FRAMED_ROUTES, pageHeadAt } from '@groombook/routes';
import { AppProviders, createQueryClient, PageHeads } from '@groombook/ui';
// Not in @groombook/ui/router, which the browser's shared router holds: only this Node build renders at a given address.
import { MemoryRouter } from 'react-router-dom';
import { FirstFrame } from './first-frame';

export interface RenderedFrame {
  /** Where it goes in the shell's build (first-frame/appointments.html). */
  file: string;
  /** The markup of the application's root element. */
  root: string;
}

/** Each framed route's first frame, as the shell's first render draws it at that address. */
export function renderFirstFrames(): RenderedFrame[] {
  return FRAMED_ROUTES.map((route) => ({
    file: firstFrameFile(route.path),
    root: renderToStaticMarkup(
      <AppProviders queryClient={createQueryClient()}>
        <PageHeads value={pageHeadAt}>
          <MemoryRouter initialEntries={[route.path]}>
            <FirstFrame />
          </MemoryRouter>
        </PageHeads>
      </AppProviders>,
    ),
  }));
}
