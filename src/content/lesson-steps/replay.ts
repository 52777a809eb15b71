/** Moved to the machines layer (the lesson machine asks it); kept here so the step plans read as before. */
export * from '../../machines/lesson-steps/replay';
