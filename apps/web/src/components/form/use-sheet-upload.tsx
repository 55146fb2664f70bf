import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import DownloadIcon from '@mui/icons-material/Download';
import { useForm, type Control } from 'react-hook-form';
import type { ApiErrorItem } from '@ganado/shared/http';
import { ApiError, errorText } from '../../app/api';
import type { Notice } from './FormAlert';

export interface SheetValues {
  file: File | null;
}

/** A CSV or XLSX file, as the contracts take it (their message when it is neither). */
const isSpreadsheet = (file: File | null) => Boolean(file && /\.(csv|xlsx)$/i.test(file.name));

interface SheetUpload<T> {
  send: (file: File) => Promise<T>;
  /** The file was taken: say so (the form's notice is the caller's to set). */
  sent: (answer: T) => Promise<void> | void;
  /** Already translated: how many rows stopped the file. */
  rejectedText: (count: number) => string;
  /** Once the answer is in, taken or not (the list of uploads asked again). */
  settled?: () => Promise<unknown>;
}

/**
 * A spreadsheet sent whole (EPD sheets, feed analyses): a file with a bad row is rejected whole
 * (nothing written) and its rows are kept for the report; one refused as a file (its type, its
 * size) says why under the field; either way the server's heading is the form's notice.
 */
export function useSheetUpload<T>({ send, sent, rejectedText, settled }: SheetUpload<T>) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rejected, setRejected] = useState<ApiErrorItem[] | null>(null);
  const form = useForm<SheetValues>({ defaultValues: { file: null } });
  const submit = form.handleSubmit(async ({ file }) => {
    setNotice(null);
    setRejected(null);
    if (!file || !isSpreadsheet(file)) {
      form.setError('file', { message: 'animals.importFileType' });
      return;
    }
    try {
      await sent(await send(file));
    } catch (error) {
      const rows = error instanceof ApiError ? error.errors.filter((item) => item.row !== undefined) : [];
      const fileItem = error instanceof ApiError ? error.errors.find((item) => item.param === 'file') : undefined;
      if (rows.length > 0) setRejected(rows);
      else if (fileItem) form.setError('file', { message: fileItem.key ?? fileItem.msg });
      setNotice(rows.length > 0 ? { severity: 'error', title: errorText(error), text: rejectedText(rows.length) } : { severity: 'error', text: errorText(error) });
    } finally {
      await settled?.();
    }
  });
  const control = form.control as unknown as Control<SheetValues>;
  return { form, control, submit, notice, setNotice, rejected };
}

/** The file to fill in, as a link that downloads it. */
export function TemplateLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Box>
      <Link component="button" type="button" onClick={onClick} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <DownloadIcon fontSize="small" />
        {children}
      </Link>
    </Box>
  );
}
