import { withBootData, withHeadTags } from './client-assets.js';

const HTML = '<!doctype html><html><head><title>FreshFuel</title></head><body></body></html>';

describe('head insertions', () => {
  it("puts tags before </head> as written, even with $& or $' in them", () => {
    const tags = `<link rel="preload" href="/a$&b$'c.js">`;
    expect(withHeadTags(HTML, tags)).toBe(HTML.replace('</head>', `${tags}</head>`.replace(/\$/g, '$$$$')));
    expect(withHeadTags(HTML, undefined)).toBe(HTML);
  });

  it('embeds boot data that reads back the same, with < escaped so it cannot close the element', () => {
    const data = { heroImages: { main: "/uploads/x$&y$'z.png" }, note: '</script><script>alert(1)</script>' };
    const html = withBootData(HTML, JSON.stringify(data));
    const island = /<script id="ff-boot" type="application\/json">(.*?)<\/script><\/head>/.exec(html)?.[1];
    expect(island).not.toContain('<');
    expect(JSON.parse(island!)).toEqual(data);
  });
});
