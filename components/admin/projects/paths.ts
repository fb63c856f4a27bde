export const PROJECTS_PATH = "/admin/projects";
export const projectEditPath = (id: number) => `${PROJECTS_PATH}/edit/${id}`;
export const projectPreviewPath = (id: number) => `${PROJECTS_PATH}/preview/${id}`;
export const projectPreviewModePath = (id: number) => `${PROJECTS_PATH}/preview-mode/${id}`;
