mod folder;
