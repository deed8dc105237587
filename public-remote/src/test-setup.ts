import '@portfolio/ui/testing/setup';
