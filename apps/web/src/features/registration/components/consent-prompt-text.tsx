import type { ConsentPrompt } from '@hearth/domain/registration/consent-prompt';
import { type ReadConsentPrompt, readConsentPrompt } from '@hearth/domain/registration/consent-prompt';
import { Link } from 'react-router';
import { useEnglishPartLang } from '../../../lib/use-language.ts';

function PromptLink({ href, children }: { href: string; children: string }) {
  return href.startsWith('/') ? (
    <Link to={href} className="underline" target="_blank" rel="noopener">
      {children}
    </Link>
  ) : (
    <a href={href} className="underline" target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * REG-033: a consent prompt as a checkbox label — its title, then its verbiage with the policy
 * links. The lender writes the prompt, in English: marked so on a page in another language.
 */
export function ConsentPromptLabel({ prompt }: { prompt: ConsentPrompt }) {
  const read: ReadConsentPrompt = readConsentPrompt(prompt);
  return (
    <span lang={useEnglishPartLang()}>
      {read.title ? <strong className="block font-semibold">{read.title}</strong> : null}
      {read.segments.map((segment, index) =>
        segment.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the verbiage's segments never reorder
          <PromptLink key={index} href={segment.href}>
            {segment.text}
          </PromptLink>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}

/** The prompt's secondary verbiage (the small print under the checkbox). */
export function getConsentPromptDescription(prompt: ConsentPrompt): string | undefined {
  return readConsentPrompt(prompt).secondaryVerbiage;
}
