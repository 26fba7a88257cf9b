/** What every step is given by its flow (v2 pages or the classic page). */
export interface StepProps {
  /** Called once the answers are saved: the flow moves on. */
  onDone: () => void;
  backTo?: string;
}
