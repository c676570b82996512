import { htmlToText, sanitizeBlogHtml } from './blog.sanitizer.js';

describe('sanitizeBlogHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x = 1</code></pre><hr>';
    expect(sanitizeBlogHtml(html)).toBe(
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x = 1</code></pre><hr />',
    );
  });

  it('removes script tags with their content', () => {
    const out = sanitizeBlogHtml('<p>Hello</p><script>alert("x")</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>');
    expect(out).toBe('<p>Hello</p>');
  });

  it('removes style, iframe, object, embed, svg and form elements', () => {
    const out = sanitizeBlogHtml(
      '<style>p{color:red}</style><iframe src="https://evil.example">x</iframe><object data="x"></object>' +
        '<embed src="x"><svg><script>1</script></svg><form action="/x"><input name="a"></form><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('removes event handlers and style attributes', () => {
    const out = sanitizeBlogHtml(
      '<img src="/images/a.svg" onerror="alert(1)" onload="x()"><p onclick="x()" style="color:red" class="c" id="i">t</p>',
    );
    expect(out).toBe('<img src="/images/a.svg" /><p>t</p>');
    expect(out).not.toMatch(/onerror|onload|onclick|style=/i);
  });

  it('removes javascript:, data: and vbscript: URLs, however they are spelled', () => {
    const out = sanitizeBlogHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a>' +
        '<a href="  javascript:alert(1)">d</a><a href="vbscript:x">e</a><a href="data:text/html,<script>1</script>">f</a>',
    );
    expect(out).not.toMatch(/javascript|vbscript|data:/i);
    expect(out).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a><a>f</a>');
  });

  it('keeps http, https, mailto and relative links; drops protocol-relative ones', () => {
    expect(sanitizeBlogHtml('<a href="https://freshfuel.ae/menu" title="Menu">m</a>')).toBe(
      '<a href="https://freshfuel.ae/menu" title="Menu">m</a>',
    );
    expect(sanitizeBlogHtml('<a href="http://example.com">h</a>')).toBe('<a href="http://example.com">h</a>');
    expect(sanitizeBlogHtml('<a href="mailto:hello@freshfuel.ae">e</a>')).toBe('<a href="mailto:hello@freshfuel.ae">e</a>');
    expect(sanitizeBlogHtml('<a href="/plans_and_packages">p</a>')).toBe('<a href="/plans_and_packages">p</a>');
    expect(sanitizeBlogHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeBlogHtml('<a href="ftp://example.com/file">f</a>')).toBe('<a>f</a>');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab and refuses other targets', () => {
    expect(sanitizeBlogHtml('<a href="https://a.example" target="_blank">t</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">t</a>',
    );
    expect(sanitizeBlogHtml('<a href="https://a.example" target="evil">t</a>')).toBe('<a href="https://a.example">t</a>');
  });

  it('keeps relative and https images with size and alt; drops http, data and protocol-relative ones', () => {
    expect(sanitizeBlogHtml('<img src="https://cdn.example/a.png" alt="A" width="640" height="480">')).toBe(
      '<img src="https://cdn.example/a.png" alt="A" width="640" height="480" />',
    );
    expect(sanitizeBlogHtml('<img src="/images/meals/lunch-2.svg" alt="Lunch">')).toBe(
      '<img src="/images/meals/lunch-2.svg" alt="Lunch" />',
    );
    expect(sanitizeBlogHtml('<p>x</p><img src="http://cdn.example/a.png">')).toBe('<p>x</p>');
    expect(sanitizeBlogHtml('<p>x</p><img src="data:image/png;base64,AAAA">')).toBe('<p>x</p>');
    expect(sanitizeBlogHtml('<p>x</p><img src="//cdn.example/a.png">')).toBe('<p>x</p>');
  });

  it('unwraps tags that are not allowed but keeps their text', () => {
    expect(sanitizeBlogHtml('<h1>Big</h1><div><span>inside</span></div><table><tr><td>cell</td></tr></table>')).toBe(
      'Big<span>inside</span>cell'.replace(/<\/?span>/g, ''),
    );
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeBlogHtml('<p>1 &lt; 2 &amp;&amp; "a" &gt; b</p>')).toBe('<p>1 &lt; 2 &amp;&amp; "a" &gt; b</p>');
    expect(sanitizeBlogHtml('<p><<script>script>alert(1)<</script>/script></p>')).not.toMatch(/<script/i);
  });

  it('returns an empty string when nothing allowed is left', () => {
    expect(sanitizeBlogHtml('<script>alert(1)</script>')).toBe('');
    expect(sanitizeBlogHtml('   ')).toBe('');
  });

  it('is idempotent', () => {
    const once = sanitizeBlogHtml(
      '<p onclick="x">a <a href="https://e.example" target="_blank">l</a><img src="/a.svg" onerror="y"></p><script>z</script>',
    );
    expect(sanitizeBlogHtml(once)).toBe(once);
  });
});

describe('htmlToText', () => {
  it('gives the visible text with whitespace collapsed', () => {
    expect(htmlToText('<h2>Hello</h2>\n<p>brave&nbsp;  new <strong>world</strong></p>')).toBe('Hello brave new world');
  });
});
