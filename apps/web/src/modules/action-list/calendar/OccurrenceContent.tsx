import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../components/visually-hidden';

interface OccurrenceContentProps {
  /** The time as FullCalendar writes it (its timeText); empty where the view shows none. */
  timeText: string;
  title: string;
  /** The occurrence's state in words (eventStates), for screen readers only; empty when there is none. */
  states: string;
}

/**
 * An occurrence drawn as FullCalendar draws an event (its time, then its name, in FullCalendar's own
 * classes), its state words first for screen readers only: the event link is named by what it shows
 * plus its state, not by an aria-label that would stand apart from the text a person sees and says to
 * voice control (WCAG 2.5.3). The colour and the border say the state to sighted people.
 */
export function OccurrenceContent({ timeText, title, states }: OccurrenceContentProps) {
  return (
    <div className="fc-event-main-frame">
      {states && (
        <Box component="span" sx={visuallyHidden}>
          {`${states}: `}
        </Box>
      )}
      {timeText && <div className="fc-event-time">{timeText}</div>}
      <div className="fc-event-title-container">
        <div className="fc-event-title fc-sticky">{title}</div>
      </div>
    </div>
  );
}
