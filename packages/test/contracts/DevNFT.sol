// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title ERC-721 receiver hook, as EIP-721 defines it.
interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title DevNFT: a minimal mintable ERC-721 ("AppKit Dev NFT", ADN), for the devnet only.
/// @notice Anyone may mint; token ids count up from 1.
contract DevNFT {
    string public constant name = "AppKit Dev NFT";
    string public constant symbol = "ADN";

    uint256 public totalSupply;
    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NonexistentToken(uint256 tokenId);
    error NotAuthorized(address caller, uint256 tokenId);
    error WrongFrom(address from, uint256 tokenId);
    error ZeroAddress();
    error UnsafeRecipient(address to);

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f; // ERC-721 metadata
    }

    function balanceOf(address holder) external view returns (uint256) {
        if (holder == address(0)) revert ZeroAddress();
        return balances[holder];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address holder = owners[tokenId];
        if (holder == address(0)) revert NonexistentToken(tokenId);
        return holder;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat("appkit-dev-nft://", _toString(tokenId));
    }

    function mint(address to) external returns (uint256 tokenId) {
        if (to == address(0)) revert ZeroAddress();
        tokenId = ++totalSupply;
        owners[tokenId] = to;
        balances[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function approve(address to, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        if (msg.sender != holder && !isApprovedForAll[holder][msg.sender]) {
            revert NotAuthorized(msg.sender, tokenId);
        }
        getApproved[tokenId] = to;
        emit Approval(holder, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address holder = ownerOf(tokenId);
        if (holder != from) revert WrongFrom(from, tokenId);
        if (to == address(0)) revert ZeroAddress();
        if (msg.sender != holder && getApproved[tokenId] != msg.sender && !isApprovedForAll[holder][msg.sender]) {
            revert NotAuthorized(msg.sender, tokenId);
        }
        delete getApproved[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            if (answer != IERC721Receiver.onERC721Received.selector) revert UnsafeRecipient(to);
        }
    }

    function _toString(uint256 value) internal pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 v = value; v != 0; v /= 10) digits++;
        bytes memory buffer = new bytes(digits);
        for (; value != 0; value /= 10) buffer[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(buffer);
    }
}
