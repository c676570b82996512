import { createApolloClient } from '../../../lib/apollo-client';
import { HeroImagesDocument } from '../../../generated/graphql';
import { LOCAL_HERO_IMAGES, primeHeroImages } from '../hooks/use-hero-images';

describe('primeHeroImages', () => {
  afterEach(() => document.getElementById('ff-boot')?.remove());

  const island = (text: string) => {
    const script = document.createElement('script');
    script.id = 'ff-boot';
    script.type = 'application/json';
    script.textContent = text;
    document.head.appendChild(script);
  };

  it('puts the hero images embedded by the server into the cache before the first render', () => {
    island(JSON.stringify({ heroImages: { ...LOCAL_HERO_IMAGES, clockImage: 'https://cdn.example.com/clock.png' } }));
    const client = createApolloClient();
    primeHeroImages(client);
    const cached = client.readQuery({ query: HeroImagesDocument });
    expect(cached?.heroImages).toMatchObject({
      clockImage: 'https://cdn.example.com/clock.png',
      heroRightFirstImagePNG: '/images/hero/hero-main.svg',
    });
  });

  it('leaves the cache empty without an island or with a malformed one', () => {
    const client = createApolloClient();
    primeHeroImages(client);
    expect(client.readQuery({ query: HeroImagesDocument })).toBeNull();
    island('{not json');
    primeHeroImages(client);
    expect(client.readQuery({ query: HeroImagesDocument })).toBeNull();
  });
});
