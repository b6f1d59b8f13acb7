import type { Voice } from '../../shared/schemas/staff/site-content';
import { StoredImage } from './responsive-image';
import './voice-card.css';

/** A testimonial or a volunteer's experience: picture, words, name (and place or role). */
export function VoiceCard({ voice }: { voice: Voice }) {
  return (
    <figure className="voice-card">
      <StoredImage of={voice} width={72} height={72} sizes="72px" className="voice-card__image" />
      <blockquote className="voice-card__text">
        <p>{voice.quote}</p>
      </blockquote>
      <figcaption className="voice-card__name">{voice.place ? `${voice.name}, ${voice.place}` : voice.name}</figcaption>
    </figure>
  );
}
