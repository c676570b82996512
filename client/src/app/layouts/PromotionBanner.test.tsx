import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivePromotionsDocument } from '../../generated/graphql';
import { PromotionBanner } from './PromotionBanner';

const promotions = (texts: string[]) => [
  {
    request: { query: ActivePromotionsDocument },
    result: {
      data: {
        activePromotions: texts.map((text, i) => ({
          __typename: 'PlanPromotion' as const,
          id: `p${i}`,
          name: `P${i}`,
          text,
          planId: 'pl',
          discountPercentage: 10,
        })),
      },
    },
  },
];

describe('PromotionBanner', () => {
  it('holds its place with an empty strip while loading, then shows the promotions in it', async () => {
    render(
      <MockedProvider mocks={promotions(['Summer Fit Special: 15% off'])}>
        <PromotionBanner />
      </MockedProvider>,
    );
    expect(screen.getByTestId('promotion-banner-reserve')).toBeInTheDocument();
    expect(await screen.findByRole('complementary', { name: 'Current promotions' })).toHaveTextContent('Summer Fit Special: 15% off');
    expect(screen.queryByTestId('promotion-banner-reserve')).not.toBeInTheDocument();
  });

  it('leaves nothing when no promotion runs', async () => {
    const { container } = render(
      <MockedProvider mocks={promotions([])}>
        <PromotionBanner />
      </MockedProvider>,
    );
    expect(screen.getByTestId('promotion-banner-reserve')).toBeInTheDocument();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
