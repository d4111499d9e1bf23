import { createContext, useContext } from 'react';
import type { TradeParties } from '../../core/swap/trade-parties';

/**
 * Set by a review of a checked trade (a swap): its pool's addresses and route's apps read as
 * parts of the trade. Every other review has none, so nothing changes for it.
 */
export const TradeContext = createContext<TradeParties | null>(null);

export const useTrade = (): TradeParties | null => useContext(TradeContext);
