import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/** The whole file as one JSON document (audited by the server), saved as a download. */
export function ExportButton({
  applicationUuid,
  loanNumber,
}: {
  applicationUuid: string;
  loanNumber: string;
}) {
  const exportFile = useMutation({
    mutationFn: () => callEndpoint(opsFileApi.export, { params: { uuid: applicationUuid } }),
    onSuccess: (data) => {
      saveBlob(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        `application-${loanNumber}.json`,
      );
    },
  });
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant="secondary" onPress={() => exportFile.mutate()} isPending={exportFile.isPending}>
          Export as JSON
        </Button>
      </div>
      {exportFile.isError ? <Alert>{errorMessage(exportFile.error)}</Alert> : null}
    </div>
  );
}
