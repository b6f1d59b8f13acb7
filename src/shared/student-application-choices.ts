// The choices of the students' application form, apart from the schemas so that /apply and the
// parent's page load no zod and none of the console's texts (decision 0005).
export const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'] as const;
export const SCHOOL_TYPES = ['government', 'aided', 'private'] as const;
export const BOARDS = ['ubse', 'cbse', 'other'] as const;
export const RELATIONSHIPS = ['mother', 'father', 'guardian', 'other'] as const;
export const HEARD_FROM = ['school', 'friend', 'former_student', 'poster', 'social_media', 'other'] as const;
