import '@portfolio/ui/test/setup';
