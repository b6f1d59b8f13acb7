import type { Voice } from '../content/people';
import './voice-card.css';

/** A testimonial or a volunteer's experience: picture, name, words. */
export function VoiceCard({ voice }: { voice: Voice }) {
  return (
    <figure className="voice-card">
      <img src={voice.image} alt={voice.imageAlt} width="72" height="72" loading="lazy" decoding="async" className="voice-card__image" />
      <blockquote className="voice-card__text">
        <p>{voice.description}</p>
      </blockquote>
      <figcaption className="voice-card__name">{voice.name}</figcaption>
    </figure>
  );
}
