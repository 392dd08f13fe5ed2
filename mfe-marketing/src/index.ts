// Entry used only when this remote runs alone; the shell loads ./App through federation.
void import('./bootstrap');
