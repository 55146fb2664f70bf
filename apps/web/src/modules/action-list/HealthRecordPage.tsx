export function HealthRecordPage() { return null; }
