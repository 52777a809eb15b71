/** The address of a lesson's practice page (src/pages/[lang]/learn/practice/), e.g. /hu/learn/practice/puerto-rico/03-mayor/. */
import { lessonSlug } from './lessons';

export const practiceUrl = (lesson: { id: string }): string => `/${lesson.id.split('/')[0]}/learn/practice/${lessonSlug(lesson)}/`;
