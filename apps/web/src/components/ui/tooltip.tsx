import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, OverlayArrow, TooltipTrigger } from 'react-aria-components/Tooltip';

/** KIT-006: the tooltip sits 12 px from its trigger, with a 13 px arrow. */
export const TOOLTIP_OFFSET = 12;
export const TOOLTIP_ARROW_SIZE = 13;

export interface TooltipProps {
  /** A focusable trigger (a kit Button, for instance). */
  children: ReactElement;
  content: ReactNode;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Controlled open state (the wallet-copy tooltip); uncontrolled when omitted. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  delay?: number;
}

/** Shows on hover and keyboard focus, hides on Escape, blur or leaving (KIT-005 toggling). */
export function Tooltip({
  children,
  content,
  placement = 'top',
  isOpen,
  onOpenChange,
  delay = 500,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isOpen={isOpen} onOpenChange={onOpenChange}>
      {children}
      <AriaTooltip
        offset={TOOLTIP_OFFSET}
        placement={placement}
        className="max-w-xs rounded-md bg-ink px-3 py-2 text-sm text-surface shadow-lg"
      >
        <OverlayArrow>
          <svg
            width={TOOLTIP_ARROW_SIZE}
            height={TOOLTIP_ARROW_SIZE}
            viewBox="0 0 13 13"
            aria-hidden="true"
            className="fill-ink [[data-placement=bottom]_&]:rotate-180"
          >
            <path d="M0 0 L6.5 6.5 L13 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
