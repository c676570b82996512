import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Waits until the landing page's HTML carries its catalog island in `lang` (`ff_lang` cookie). The server
 * embeds the island only when it is ready within its 300 ms budget (else the page asks for the same data
 * itself) and keeps computing it for the next request, so a journey that asserts the island first lets a
 * cold cache fill instead of racing it.
 */
export async function warmLandingIsland(request: APIRequestContext, lang: 'en' | 'ar'): Promise<void> {
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/', { headers: { Accept: 'text/html', Cookie: `ff_lang=${lang}` } })).text();
        return html.includes('<script id="ff-boot"') && html.includes(`"lang":"${lang}"`);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}
